/**
 * `npm run bench`: every performance figure of Flagstream, each printed beside a reference
 * measured in the same run on the same machine, as a ratio. Timings live here, never in tests.
 */
import { benchAppends } from './bench/appends';
import { benchPublicConfig } from './bench/publicConfig';
import { benchReplay } from './bench/replay';
import { benchWeb } from './bench/web';
import { benchHistory } from './bench/history';
import { benchGateway } from './bench/gateway';
import { benchSse } from './bench/sse';
import { benchOfrepTargeting } from './bench/ofrepTargeting';
import { benchNoisy } from './bench/noisy';
import { benchWebhooks } from './bench/webhooks';
import { benchUsage } from './bench/usage';

const only = process.argv[2];
const sections: Record<string, () => Promise<void>> = {
  appends: benchAppends,
  config: benchPublicConfig,
  replay: benchReplay,
  web: benchWeb,
  history: benchHistory,
  gateway: benchGateway,
  sse: benchSse,
  'ofrep-targeting': benchOfrepTargeting,
  'ofrep-304': async () => (await import('./bench/ofrepBulk304')).benchOfrepBulk304(),
  noisy: benchNoisy,
  webhooks: benchWebhooks,
  usage: benchUsage,
  // Lighthouse is optional (LIGHTHOUSE_DIR): the section says how to install it when missing.
  lighthouse: async () => (await import('./bench/lighthouse')).benchLighthouse(),
};

console.log(`Flagstream bench — node ${process.version}, ${new Date().toISOString()}`);
for (const [name, run] of Object.entries(sections)) {
  if (only && only !== name) continue;
  await run();
}
