// Stands in for the classic theme's eager Prism client module (see index.ts).
export {};
