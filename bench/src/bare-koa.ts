// The ceiling of the practice request: a bare Koa app answering the very same JSON body to every request,
// in its own process as the product is (`node --import tsx bare-koa.ts PORT BODY_FILE`).
import Koa from 'koa';
import { readFileSync } from 'node:fs';

const [port, bodyFile] = process.argv.slice(2);
const body = JSON.parse(readFileSync(bodyFile, 'utf8'));
const app = new Koa();
app.use((ctx) => {
  ctx.body = body;
});
app.listen(Number(port), '127.0.0.1', () => console.log('bare koa is listening'));
