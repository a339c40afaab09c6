// Stub for the example check: stands for the Android SDK's android.content.Context
// (the parameter of ReactApplicationContext's constructor).
package android.content;

public abstract class Context {}
