/** The spec's login flag: the user's login kept in local storage under 'user'. */
const KEY = 'user';
const listeners = new Set<() => void>();

export const sessionStore = {
  login(): string | null {
    return localStorage.getItem(KEY);
  },
  loggedIn(login: string): void {
    localStorage.setItem(KEY, login);
    listeners.forEach((l) => l());
  },
  loggedOut(): void {
    if (localStorage.getItem(KEY) === null) return;
    localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
