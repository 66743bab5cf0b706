import type { Page } from 'playwright-core';

const members = Array.from({ length: 10 }, (_, i) => ({
  _id: `m${i + 1}`,
  name: i === 0 ? 'Ada Lovelace' : `Member ${i + 1}`,
  role: i === 0 ? 'Founder' : 'Linguist',
  image: '',
  category: 'team',
  description: i === 0 ? 'Started Lëbe to make practice free.' : `Works on level ${i + 1}.`,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
}));

/**
 * The screens against the team API contract (GET /api/team?keyword=&pageNumber= → {teamMembers,
 * page, pages}, GET /api/team/{id}), answered here four to a page, and records whether a token was sent.
 */
export async function stubTeamApi(page: Page, seen = { authorization: false }) {
  await page.route(/\/api\/team(\/[^/?]+)?(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().headers().authorization) seen.authorization = true;
    const id = url.pathname.split('/')[3];
    if (id) {
      const member = members.find((m) => m._id === id);
      return route.fulfill({ status: member ? 200 : 404, json: member ?? { message: 'Team member not found' } });
    }
    const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
    const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
    const found = members.filter((m) => m.name.toLowerCase().includes(keyword));
    const pages = Math.max(1, Math.ceil(found.length / 4));
    return route.fulfill({
      json: { teamMembers: found.slice((pageNumber - 1) * 4, pageNumber * 4), page: pageNumber, pages },
    });
  });
}
