// Names only: the API reference shows these as plain type names, unlinked.
export interface ISharedValue<T> {
  value: T;
}
export interface IWorkletContext {}
export interface IWorkletNativeApi {}
