"""`python -m vivarium eval ...` / `python -m vivarium rejudge DIR`: the same as the `vivarium` command."""
from .cli import main

raise SystemExit(main())
