// Stub for the example check: stands for React Native's com.facebook.react.ReactNativeHost.
package com.facebook.react;

public abstract class ReactNativeHost {}
