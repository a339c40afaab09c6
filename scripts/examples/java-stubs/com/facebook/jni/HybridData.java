// Stub for the example check: stands for fbjni's com.facebook.jni.HybridData
// (the C++ peer of SharedArray and FrameProcessor).
package com.facebook.jni;

public class HybridData {}
