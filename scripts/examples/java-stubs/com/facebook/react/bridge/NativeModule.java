// Stub for the example check: stands for React Native's com.facebook.react.bridge.NativeModule
// (ReactAndroid/src/main/java/com/facebook/react/bridge/NativeModule.java).
package com.facebook.react.bridge;

public interface NativeModule {
    String getName();

    void initialize();

    void invalidate();
}
