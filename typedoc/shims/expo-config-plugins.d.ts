// The Expo config plugin is not part of the documented entry point.
export {};
