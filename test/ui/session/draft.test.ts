// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../../src/ui/session/draft';

afterEach(() => localStorage.clear());

describe('a half-entered count is kept per game (issue 15.8)', () => {
  test('kept under the game id, for its own count only, and cleared once scored', () => {
    saveDraft('g-1', { round: 3, count: 1, cards: ['5H', 'JD'], starter: null, claim: '' });
    expect(localStorage.getItem(draftKey('g-1'))).not.toBeNull();
    expect(loadDraft('g-1', 3, 1)).toEqual({ round: 3, count: 1, cards: ['5H', 'JD'], starter: null, claim: '' });
    expect(loadDraft('g-1', 3, 2)).toBeNull();
    expect(loadDraft('g-2', 3, 1)).toBeNull();
    clearDraft('g-1');
    expect(loadDraft('g-1', 3, 1)).toBeNull();
  });

  test('an empty draft is no draft; unreadable storage reads as none', () => {
    saveDraft('g-1', { round: 1, count: 0, cards: [], starter: null, claim: '' });
    expect(localStorage.getItem(draftKey('g-1'))).toBeNull();
    localStorage.setItem(draftKey('g-1'), '{not json');
    expect(loadDraft('g-1', 1, 0)).toBeNull();
  });
});
