// The judge's verdict: success or failure, every check with expected and actual values, the typed
// answer's match, and every change outside the task's allowed paths.
import type { Verdict } from '../judges/index.ts';
import { short } from './format.ts';

export function VerdictView({ verdict, judgedAt, error }: { verdict: Verdict | null; judgedAt: number | null; error: string | null }) {
  if (error) {
    return (
      <section className="card verdict failure" aria-label="Verdict">
        <h2 className="verdict-title">Judge error</h2>
        <p className="error-text">{error}</p>
      </section>
    );
  }
  if (!verdict) return null;
  return (
    <section className={`card verdict ${verdict.success ? 'success' : 'failure'}`} aria-label="Verdict">
      <h2 className="verdict-title">
        <span className="verdict-badge">{verdict.success ? '✓ Success' : '✗ Failure'}</span>
        <span className="muted">reward {verdict.reward}{judgedAt !== null ? ` · judged at step ${judgedAt}` : ''}</span>
      </h2>
      {verdict.error && <p className="error-text">{verdict.error}</p>}
      <h3>Checks</h3>
      {verdict.checks.length === 0 ? <p className="muted">No checks ran.</p> : (
        <table className="checks">
          <thead><tr><th /><th>check</th><th>expected</th><th>actual</th></tr></thead>
          <tbody>
            {verdict.checks.map((c, i) => (
              <tr key={i} className={c.passed ? 'pass' : 'fail'}>
                <td className="mark">{c.passed ? '✓' : '✗'}</td>
                <td>{c.name}</td>
                <td><code title={short(c.expected, 5000)}>{short(c.expected, 80)}</code></td>
                <td><code title={short(c.actual, 5000)}>{short(c.actual, 80)}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {verdict.answer && (
        <>
          <h3>Answer</h3>
          <table className="checks">
            <tbody>
              <tr className={verdict.answer.passed ? 'pass' : 'fail'}>
                <td className="mark">{verdict.answer.passed ? '✓' : '✗'}</td>
                <td>expected <code>{short(verdict.answer.expected, 80)}</code></td>
                <td>got <code>{short(verdict.answer.actual, 80)}</code></td>
              </tr>
            </tbody>
          </table>
          {verdict.answer.error && <p className="error-text">{verdict.answer.error}</p>}
        </>
      )}
      <h3>Side effects</h3>
      {verdict.side_effects.length === 0 ? <p className="muted">No unexpected changes.</p> : (
        <table className="checks">
          <thead><tr><th /><th>path</th><th>before</th><th>after</th></tr></thead>
          <tbody>
            {verdict.side_effects.map((c) => (
              <tr key={c.path} className="fail">
                <td className="mark">✗</td>
                <td><code>{c.path}</code></td>
                <td><code title={short(c.before, 5000)}>{short(c.before, 60)}</code></td>
                <td><code title={short(c.after, 5000)}>{short(c.after, 60)}</code></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
