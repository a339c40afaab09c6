// Names only: the API reference shows these as plain type names, unlinked.
export interface ViewProps {}
export interface NativeSyntheticEvent<T> {
  nativeEvent: T;
}
export interface NativeMethods {}
export interface EmitterSubscription {
  remove(): void;
}
export interface LayoutChangeEvent {}
