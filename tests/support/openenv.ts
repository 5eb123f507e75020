// One /ws (OpenEnv) connection for tests: send a message, read the next answer.
import WebSocket from 'ws';

export interface OpenEnvAnswer {
  type: string;
  /** Answers are JSON that the tests read field by field (hence not `unknown`). */
  data: Record<string, any>;
}

export async function openenv(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers });
  const answers: OpenEnvAnswer[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (d) => { answers.push(JSON.parse(d.toString())); waiters.splice(0).forEach((w) => w()); });
  await new Promise((ok, fail) => { socket.once('open', ok); socket.once('error', fail); });
  const ask = async (message: unknown) => {
    socket.send(JSON.stringify(message));
    while (answers.length === 0) await new Promise<void>((r) => waiters.push(r));
    return answers.shift()!;
  };
  return { socket, ask };
}
