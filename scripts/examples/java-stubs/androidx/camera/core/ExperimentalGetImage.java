// Stub for the example check: stands for CameraX's androidx.camera.core.ExperimentalGetImage marker.
package androidx.camera.core;

public @interface ExperimentalGetImage {}
