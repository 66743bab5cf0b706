// The API's process: `npm run serve`, `npm start` and the image run this file.
import { apiConfig } from './main';
import { serveProcess } from './serve-process';

await serveProcess(apiConfig());
