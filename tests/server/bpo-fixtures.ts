// A BPO with its records for the API suites of issue 18 (server/bpo): applied, one worksite with a
// photo, a member placed there and an invitation waiting, made through the API as the pages make them.
import sharp from 'sharp';
import { multipart } from './compliance-fixtures.js';
import { API, type Client, type Res, type TestServer } from './harness.js';
import { verifyPartner } from './partner-fixtures.js';
import { newCandidate, ok, type Person } from './pipeline-fixtures.js';

export const BPO = {
  accreditation: `${API}/bpo/accreditation`,
  worksites: `${API}/bpo/worksites`,
  worksite: (id: string) => `${API}/bpo/worksites/${id}`,
  close: (id: string) => `${API}/bpo/worksites/${id}/close`,
  photos: (id: string) => `${API}/bpo/worksites/${id}/photos`,
  ownPhoto: (id: string) => `${API}/bpo/worksite-photos/${id}`,
  photo: (id: string) => `${API}/worksite-photos/${id}`,
  members: `${API}/bpo/members`,
  member: (id: string) => `${API}/bpo/members/${id}`,
  placement: (id: string) => `${API}/bpo/members/${id}/worksite`,
  mine: `${API}/candidate/bpo`,
  accept: (id: string) => `${API}/candidate/bpo/invitations/${id}/accept`,
  decline: (id: string) => `${API}/candidate/bpo/invitations/${id}/decline`,
};

export const applicationInput = (overrides: Record<string, unknown> = {}) => ({
  description: 'Customer support and back office for retailers in India and Singapore.',
  services: ['customer_support', 'back_office'],
  staff_count: 120,
  years_operating: 6,
  contact_name: 'Priya Nair',
  contact_phone: '+91 22 4000 1234',
  ...overrides,
});

export const worksiteInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marine Drive centre',
  address_line1: '14 Marine Drive',
  address_line2: 'Floor 3',
  city: 'Mumbai',
  postal_code: '400002',
  country: 'IN',
  seats: 40,
  equipment: 'Desktops with 24-inch screens, noise-cancelling headsets, webcams.',
  connection_redundancy: 'dual_providers',
  power_redundancy: 'ups_and_generator',
  security_measures: ['cctv', 'access_control'],
  ...overrides,
});

/** A small picture, as a phone would send it. */
export const sitePicture = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();

export function uploadSitePhoto(browser: Client, worksiteId: string, bytes: Buffer, filename = 'entrance.jpg'): Promise<Res> {
  return browser.request('POST', BPO.photos(worksiteId), undefined, multipart([{ name: 'file', filename, bytes, contentType: 'image/jpeg' }]));
}

/** A BPO signed in and verified (server/partners), with nothing else yet. */
export async function newBpo(t: TestServer, name = 'Harbor Outsourcing'): Promise<Person> {
  const user = await t.createUser({ type: 'bpo', overrides: { company_name: name } });
  await verifyPartner(t, user.id, { name });
  return { user, browser: await t.signIn(user) };
}

export interface BpoWorld {
  bpo: Person;
  worksiteId: string;
  photoId: string;
  /** A candidate who accepted and is placed at the worksite. */
  member: Person;
  memberId: string;
  /** An invitation to another candidate, still waiting. */
  invited: Person;
  invitationId: string;
}

/** A BPO that applied, with a worksite and its photo, a member placed there and an invitation waiting. */
export async function bpoWorld(t: TestServer): Promise<BpoWorld> {
  const bpo = await newBpo(t);
  ok(await bpo.browser.request('PUT', BPO.accreditation, applicationInput()));
  const site = ok<{ id: string }>(await bpo.browser.post(BPO.worksites, worksiteInput()), 201);
  const withPhoto = ok<{ photos: { id: string }[] }>(await uploadSitePhoto(bpo.browser, site.id, await sitePicture()));
  const member = await newCandidate(t);
  const invited = await newCandidate(t);
  const membership = ok<{ id: string }>(await bpo.browser.post(BPO.members, { email: member.user.email }), 201);
  ok(await member.browser.post(BPO.accept(membership.id)));
  ok(await bpo.browser.request('PUT', BPO.placement(membership.id), { worksite_id: site.id }));
  const invitation = ok<{ id: string }>(await bpo.browser.post(BPO.members, { email: invited.user.email }), 201);
  return { bpo, worksiteId: site.id, photoId: withPhoto.photos[0]!.id, member, memberId: membership.id, invited, invitationId: invitation.id };
}
