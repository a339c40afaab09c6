// Stub for the example check: stands for CameraX's androidx.camera.core.ImageInfo, as Frame.java uses it.
package androidx.camera.core;

import android.graphics.Matrix;

public interface ImageInfo {
    long getTimestamp();
    int getRotationDegrees();
    Matrix getSensorToBufferTransformMatrix();
}
