// Entry of a bot worker thread (bot-pool.ts). The server runs TypeScript through tsx; a worker
// thread is a fresh isolate, so it registers tsx itself before loading the TypeScript worker.
require('tsx/cjs/api').register();
require('./bot-worker-main.ts');
