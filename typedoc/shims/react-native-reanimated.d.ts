// Names only: the library reads Reanimated through an optional proxy.
export {};
