// Prints the code the demo administrator's authenticator would show now, for signing in to a
// development server without an authenticator app (README, "Demo accounts").
import { hotp, stepAt, STEP_SECONDS } from '../server/auth/totp.js';
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET } from '../server/seed/demo-data.js';

const now = new Date();
const left = STEP_SECONDS - (Math.floor(now.getTime() / 1000) % STEP_SECONDS);
console.log(`${DEMO_ADMIN}: ${hotp(DEMO_ADMIN_TOTP_SECRET, stepAt(now))} (for ${left} more seconds; each code signs in once)`);
