import type { ClubStore } from './clubs';

/**
 * The store's club nights, loaded on first use like export and import: the club code (the night's checks) is not
 * needed to open the app or to play, so it stays out of the first load.
 */
export function clubsOnDemand(load: () => Promise<ClubStore>): ClubStore {
  let loaded: Promise<ClubStore> | null = null;
  const clubs = () => (loaded ??= load());
  return {
    listNights: async () => (await clubs()).listNights(),
    getNight: async (id) => (await clubs()).getNight(id),
    createNight: async (club) => (await clubs()).createNight(club),
    updateNight: async (id, change) => (await clubs()).updateNight(id, change),
    takeInNights: async (nights) => (await clubs()).takeInNights(nights),
    deleteNight: async (id) => (await clubs()).deleteNight(id),
    nightGames: async (nightId) => (await clubs()).nightGames(nightId),
  };
}
