// Stub for the example check: stands for CameraX's androidx.camera.core.ImageProxy,
// the image a VisionCamera Frame wraps (Frame.java).
package androidx.camera.core;

import android.media.Image;
import java.nio.ByteBuffer;

public interface ImageProxy extends AutoCloseable {
    void close();
    int getFormat();
    int getWidth();
    int getHeight();
    PlaneProxy[] getPlanes();
    ImageInfo getImageInfo();
    Image getImage();

    interface PlaneProxy {
        int getRowStride();
        int getPixelStride();
        ByteBuffer getBuffer();
    }
}
