// Stub for the example check: stands for React Native's com.facebook.react.bridge.ReactApplicationContext
// (and the ReactContext methods the guides call), VisionCameraProxy's constructor parameter.
package com.facebook.react.bridge;

import android.content.Context;

public abstract class ReactApplicationContext extends Context {
    public abstract NativeModule getNativeModule(String moduleName);
}
