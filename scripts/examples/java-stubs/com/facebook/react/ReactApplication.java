// Stub for the example check: stands for React Native 0.79's com.facebook.react.ReactApplication
// (ReactApplication.kt): getReactNativeHost() is abstract, getReactHost() has a default.
package com.facebook.react;

public interface ReactApplication {
    ReactNativeHost getReactNativeHost();

    default ReactHost getReactHost() {
        return null;
    }
}
