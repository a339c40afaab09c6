// Stub for the example check: stands for Android's dalvik.annotation.optimization.FastNative.
package dalvik.annotation.optimization;

public @interface FastNative {}
