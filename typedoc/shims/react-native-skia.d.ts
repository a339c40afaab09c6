// Names only: the API reference shows these as plain type names, unlinked.
export interface SkImage {}
export interface SkCanvas {}
export interface SkPaint {}
export interface SkSurface {}
