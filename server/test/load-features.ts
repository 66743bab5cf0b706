// Child process of features-load.int.test.ts: loads the feature list as a worker does and reports which
// HTTP packages came with it (they are CommonJS, so the require cache shows them).
import { createRequire } from 'node:module';
import { productJobs, productProjections } from '../src/features';

const loaded = Object.keys(createRequire(import.meta.url).cache);
const http = ['koa', 'koa-body', '@koa/router', '@koa/send', 'koa-compress'].filter((name) =>
  loaded.some((path) => path.includes(`/node_modules/${name}/`)),
);
console.log(JSON.stringify({ projections: productProjections.length, jobs: productJobs.length, http }));
