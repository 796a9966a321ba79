// The news feed's wiring that needs no backend: which backend the build's env names
// (backendFromEnv), when a card's view is reported (reportNewsView), and which bodies
// count-news-view accepts (parseViewBody; its answers on a real database: backend/countView).
import { afterEach, expect, it, vi } from 'vitest';
import { backendFromEnv } from '../../src/news/startNewsFeed.ts';
import { reportNewsView, setViewReporter } from '../../src/news/newsViews.ts';
import { parseViewBody } from '../../supabase/functions/_shared/countView.ts';

afterEach(() => setViewReporter(null));

it('backendFromEnv: needs both the URL and the anon key', () => {
  expect(backendFromEnv({ VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
    url: 'http://x',
    anonKey: 'k',
  });
  expect(backendFromEnv({ VITE_SUPABASE_ANON_KEY: 'k' })).toBeNull();
  expect(backendFromEnv({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: 'k' })).toBeNull();
  expect(backendFromEnv({ VITE_SUPABASE_URL: 'http://x' })).toBeNull();
});

it('reportNewsView: reports nothing without a reporter or without a row id', () => {
  const reporter = vi.fn();
  reportNewsView({ id: '1' });
  setViewReporter(reporter);
  reportNewsView({ id: '' });
  expect(reporter).not.toHaveBeenCalled();
  reportNewsView({ id: '5' });
  expect(reporter).toHaveBeenCalledWith('5');
});

it('parseViewBody: takes a positive whole id as a number or a decimal string, nothing else', () => {
  expect(parseViewBody('{"id":"42"}')).toEqual({ ok: true, id: '42' });
  expect(parseViewBody('{"id":42}')).toEqual({ ok: true, id: '42' });
  expect(parseViewBody('{"id":"9223372036854775807"}')).toEqual({
    ok: true,
    id: '9223372036854775807',
  });
  for (const bad of [
    '',
    'null',
    '42',
    '[42]',
    '{"id":null}',
    '{"id":0}',
    '{"id":-1}',
    '{"id":1.5}',
    '{"id":"01"}',
    '{"id":"1e3"}',
    '{"id":" 1"}',
    '{"id":"9223372036854775808"}',
    '{"id":9007199254740993}',
    '{"id":"1; drop table trump_news"}',
    '{"id":{"$gt":0}}',
    '{"ID":1}',
    '{id:1}',
  ]) {
    expect(parseViewBody(bad), bad).toMatchObject({ ok: false });
  }
});
