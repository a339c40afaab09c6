// Stub for the example check: stands for React Native's com.facebook.react.uimanager.ViewManager
// (generic in the view and shadow node types; ReactPackage uses it raw from Java).
package com.facebook.react.uimanager;

public abstract class ViewManager<T, C> {}
