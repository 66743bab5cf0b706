import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { GetListResult } from 'react-admin';
import { streamFirstPage, streamOfPath } from '../shared/stream-page';
import { askEarly, takeEarly } from './early-requests';
import { queryClient } from './query-client';

const answer: GetListResult = { data: [{ id: 1 }], total: 1 };

describe('a page asked for as the console starts', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the screen’s request for the same page once, whatever order its filter was written in', async () => {
    askEarly(
      'events',
      { ...streamFirstPage('learner-u1'), filter: { stream: 'learner-u1', related: 'x' } },
      async () => answer,
    );
    expect(
      takeEarly('events', { ...streamFirstPage('learner-u1'), filter: { related: 'x', stream: 'learner-u1' } }),
    ).toBeDefined();
    expect(
      takeEarly('events', { ...streamFirstPage('learner-u1'), filter: { related: 'x', stream: 'learner-u1' } }),
    ).toBeUndefined();
  });

  it('is not the answer to another page, stream, order or resource', async () => {
    const page = streamFirstPage('learner-u1');
    askEarly('events', page, async () => answer);
    expect(takeEarly('events', { ...page, pagination: { page: 2, perPage: 50 } })).toBeUndefined();
    expect(takeEarly('events', streamFirstPage('learner-u2'))).toBeUndefined();
    expect(takeEarly('events', { ...page, sort: { field: 'position', order: 'ASC' } })).toBeUndefined();
    expect(takeEarly('userlist', page)).toBeUndefined();
    await expect(takeEarly('events', page)).resolves.toEqual(answer);
    // In react-admin's cache under useGetList's key for that page, for the screen's first render.
    const { pagination, sort, filter } = page;
    expect(queryClient.getQueryData(['events', 'getList', { pagination, sort, filter, meta: undefined }])).toEqual({
      ...answer,
      pageInfo: undefined,
      meta: undefined,
    });
    expect(
      queryClient.getQueryData(['events', 'getList', { ...streamFirstPage('learner-u2'), meta: undefined }]),
    ).toBeUndefined();
  });

  it('is dropped when the screen asks too late for it to be fresh, and a failure is the screen’s to see', async () => {
    jest.useFakeTimers({ now: 0 });
    askEarly('events', streamFirstPage('a'), async () => answer);
    jest.setSystemTime(60_000);
    expect(takeEarly('events', streamFirstPage('a'))).toBeUndefined();
    jest.useRealTimers();
    askEarly('events', streamFirstPage('b'), async () => Promise.reject(new Error('Forbidden')));
    await expect(takeEarly('events', streamFirstPage('b'))).rejects.toThrow('Forbidden');
  });
});

describe('the stream a console address names', () => {
  it('is the decoded last part of /admin/streams/{stream}, and nothing on any other page', () => {
    expect(streamOfPath('/admin/streams/learner-u1')).toBe('learner-u1');
    expect(streamOfPath('/admin/streams/question-a%20b/')).toBe('question-a b');
    expect(streamOfPath('/admin/streams/%E0%A4%A')).toBeUndefined();
    expect(streamOfPath('/admin/events')).toBeUndefined();
    expect(streamOfPath('/admin/streams/a/b')).toBeUndefined();
  });
});
