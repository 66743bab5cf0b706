import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { userInfoResponse, type UserInfo } from '@lebe/domain';
import { api } from './api-client';
import { flushAnswers, startSendingKeptAnswers } from './practice/outbox';
import { adoptVisitorProgress } from './practice/visitor-progress';
import { readStored, signOut, writeStored } from './storage';

interface Auth {
  userInfo: UserInfo | null;
  login(email: string, password: string): Promise<UserInfo>;
  register(name: string, email: string, password: string): Promise<UserInfo>;
  /** Keeps a user info the server returned (profile, levels), with the token unless a new one came. */
  updateUserInfo(next: Partial<UserInfo>): void;
  logout(): void;
}

const AuthContext = createContext<Auth | null>(null);

/** The signed-in state, restored at startup from the stored userInfo (SPEC §4). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [userInfo, setUserInfo] = useState<UserInfo | null>(() => readStored('userInfo'));
  const signedIn = userInfo?._id;
  // Answers kept while offline go at start, when the connection returns, and when their learner signs in again.
  useEffect(() => {
    startSendingKeptAnswers();
    if (signedIn) void flushAnswers();
  }, [signedIn]);

  const keep = useCallback((info: UserInfo) => {
    writeStored('userInfo', info);
    setUserInfo(info);
    return info;
  }, []);

  const value = useMemo<Auth>(
    () => ({
      userInfo,
      // A visitor's practice (levels reached, their answers, the streak) goes with them into the account.
      login: async (email, password) =>
        keep(
          await adoptVisitorProgress(
            keep(await api.post(userInfoResponse, '/api/users/login', { email, password }, { auth: false })),
          ),
        ),
      register: async (name, email, password) =>
        keep(
          await adoptVisitorProgress(
            keep(await api.post(userInfoResponse, '/api/users', { name, email, password }, { auth: false })),
          ),
        ),
      updateUserInfo: (next) => {
        const current = readStored('userInfo');
        if (current) keep({ ...current, ...next, token: next.token || current.token });
      },
      logout: () => signOut(),
    }),
    [userInfo, keep],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
