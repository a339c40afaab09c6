// Stub for the example check: stands for React Native's com.facebook.react.ReactHost.
package com.facebook.react;

public interface ReactHost {}
