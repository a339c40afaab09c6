// Stub for the example check: stands for React Native 0.79's com.facebook.react.ReactPackage
// (ReactAndroid/src/main/java/com/facebook/react/ReactPackage.kt) as Java sees it: Kotlin's
// List<ViewManager<in Nothing, in Nothing>> reaches Java as List<ViewManager> (Nothing erases to raw).
package com.facebook.react;

import com.facebook.react.bridge.NativeModule;
import com.facebook.react.bridge.ReactApplicationContext;
import com.facebook.react.uimanager.ViewManager;
import java.util.List;

public interface ReactPackage {
    List<NativeModule> createNativeModules(ReactApplicationContext reactContext);

    List<ViewManager> createViewManagers(ReactApplicationContext reactContext);

    default NativeModule getModule(String name, ReactApplicationContext reactContext) {
        return null;
    }
}
