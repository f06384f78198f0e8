// Where the browser tests reach the server that playwright.config.ts starts: one origin for the
// browser, the mailed links (PUBLIC_URL) and the cookies. A fixed port, E2E_PORT to move it.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
