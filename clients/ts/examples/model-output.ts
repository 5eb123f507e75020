// A model's own output, read by the server: a UI-TARS-1.5 reply, in pixels of the 1092x2408 image
// its processor made of the 1080x2400 screenshot, taps the Settings icon.
//   npx tsx clients/ts/examples/model-output.ts [ws://localhost:8080/v1/env]
import { VivariumClient } from '../index.ts';

const client = await VivariumClient.connect(process.argv[2] ?? 'ws://localhost:8080/v1/env');
const { session_id } = await client.openSession({ action_format: 'ui-tars', coordinates: 'resized' });   // UI-TARS-1.5
await client.reset(session_id, 'settings/toggle-wifi', 1);
const step = await client.stepOutput(session_id, "Thought: open Settings.\nAction: click(point='<point>964 784</point>')");
console.log(JSON.stringify(step.observation.coordinates));   // {"format":"ui-tars","space":"resized","width":1092,"height":2408}
console.log(`${step.info.actions![0]!.type} -> ${step.observation.foreground_app}`);   // tap -> settings
client.close();
