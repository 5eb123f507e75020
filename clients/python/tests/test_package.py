"""`pip install ./clients/python` works: metadata, licence, the `vivarium` command and `python -m vivarium`.

pip cannot reach PyPI here, so the install uses what is installed (`--no-deps
--no-build-isolation`: setuptools from the system) into a temporary `--target`, from a copy of
the package (pip builds in the source tree, which must stay clean).
"""
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
HAVE_PIP = importlib.util.find_spec("pip") is not None and importlib.util.find_spec("setuptools") is not None


@unittest.skipUnless(HAVE_PIP, "pip and setuptools are not installed (Debian: python3-pip python3-setuptools)")
class PackageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="vivarium-pip-")
        source = os.path.join(cls.tmp, "src")
        shutil.copytree(HERE, source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "tests"))
        cls.target = os.path.join(cls.tmp, "site")
        run = subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-build-isolation",
                              "--no-index", "--disable-pip-version-check", "--target", cls.target, source],
                             capture_output=True, text=True, timeout=300)
        if run.returncode != 0:
            raise AssertionError(f"pip install failed:\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def run_installed(self, *argv):
        env = dict(os.environ, PYTHONPATH=self.target)  # only the installed copy, not the source tree
        return subprocess.run(list(argv), capture_output=True, text=True, timeout=60, env=env, cwd=self.tmp)

    def test_metadata(self):
        dist = [d for d in os.listdir(self.target) if d.startswith("vivarium-") and d.endswith(".dist-info")]
        self.assertEqual(len(dist), 1, os.listdir(self.target))
        with open(os.path.join(self.target, dist[0], "METADATA"), encoding="utf-8") as handle:
            metadata = handle.read()
        from vivarium import __version__
        self.assertIn("Name: vivarium", metadata)
        self.assertIn(f"Version: {__version__}", metadata)
        self.assertIn("License: Apache-2.0", metadata)
        self.assertIn("Requires-Dist: websockets", metadata)
        self.assertIn("# Vivarium's Python client", metadata, "the README is the long description")
        with open(os.path.join(self.target, dist[0], "entry_points.txt"), encoding="utf-8") as handle:
            self.assertIn("vivarium = vivarium.cli:main", handle.read())

    def test_the_trainer_adapters_are_installed(self):
        run = self.run_installed(sys.executable, "-c", "import vivarium.integrations.trl, vivarium.integrations.openrlhf, "
                                 "vivarium.integrations.skyrl, vivarium.integrations.verl; print('ok')")
        self.assertEqual((run.returncode, run.stdout.strip()), (0, "ok"), run.stderr)

    def test_the_vivarium_command(self):
        script = os.path.join(self.target, "bin", "vivarium")
        self.assertTrue(os.path.exists(script), "pip installs the console script")
        from vivarium import __version__
        run = self.run_installed(sys.executable, script, "--version")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual(run.stdout.strip(), f"vivarium {__version__}")
        for command in ("eval", "rejudge"):
            run = self.run_installed(sys.executable, script, command, "--help")
            self.assertEqual(run.returncode, 0, run.stderr)
            self.assertIn(f"usage: vivarium {command}", run.stdout)

    def test_python_dash_m(self):
        run = self.run_installed(sys.executable, "-m", "vivarium", "--help")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("{eval,rejudge}", run.stdout)
        run = self.run_installed(sys.executable, "-c", "import vivarium, sys; print(vivarium.__file__)")
        self.assertTrue(run.stdout.strip().startswith(self.target), run.stdout)

    def test_a_venv_with_the_system_site_packages(self):
        # Without its own pip: the system's pip serves, through the system site packages (quicker).
        venv = os.path.join(self.tmp, "venv")
        run = subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", venv],
                             capture_output=True, text=True, timeout=120)
        self.assertEqual(run.returncode, 0, run.stderr)
        python = os.path.join(venv, "bin", "python")
        source = os.path.join(self.tmp, "src")
        run = subprocess.run([python, "-m", "pip", "install", "--no-deps", "--no-build-isolation", "--no-index",
                              "--disable-pip-version-check", source], capture_output=True, text=True, timeout=300)
        self.assertEqual(run.returncode, 0, run.stdout[-2000:] + run.stderr[-2000:])
        run = subprocess.run([os.path.join(venv, "bin", "vivarium"), "--version"], capture_output=True, text=True,
                             timeout=60, cwd=self.tmp, env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertTrue(run.stdout.startswith("vivarium "))


if __name__ == "__main__":
    unittest.main()
