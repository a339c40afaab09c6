// Stub for the example check: stands for React Native's com.facebook.proguard.annotations.DoNotStrip.
package com.facebook.proguard.annotations;

public @interface DoNotStrip {}
