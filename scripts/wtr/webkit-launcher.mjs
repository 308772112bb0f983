// WebKit for wtr: WebKitGTK's WebKitWebDriver, started on a free loopback port when the run starts and stopped with
// it, drives its MiniBrowser through @web/test-runner-webdriver.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(!socket.end())).once('error', () => resolve(false));
  });

const MINIBROWSER = process.env.WEBKIT_BROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

class WebKitLauncher extends WebdriverLauncher {
  #driverPath;
  #driver;

  constructor(driverPath) {
    super({
      automationProtocol: 'webdriver',
      hostname: '127.0.0.1',
      port: 0,
      logLevel: 'error',
      capabilities: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    });
    this.#driverPath = driverPath;
  }

  async initialize(config, testFiles) {
    const port = await freePort();
    this.#driver = spawn(this.#driverPath, [`--port=${port}`], { stdio: 'ignore' });
    for (let tries = 0; tries < 100 && !(await listening(port)); tries++) await new Promise((r) => setTimeout(r, 100));
    this.options.port = port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  async stop() {
    try {
      await super.stop();
    } finally {
      this.#driver?.kill();
    }
  }
}

export const webkitLauncher = ({ driver }) => new WebKitLauncher(driver);
