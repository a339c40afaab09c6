// Stub for the example check: stands for the Android SDK's android.media.Image
// (Frame.getImage()) with its planes, as the guides' plugins read them.
package android.media;

import android.hardware.HardwareBuffer;
import java.nio.ByteBuffer;

public abstract class Image implements AutoCloseable {
    public abstract int getFormat();
    public abstract int getWidth();
    public abstract int getHeight();
    public abstract long getTimestamp();
    public abstract Plane[] getPlanes();
    public HardwareBuffer getHardwareBuffer() { return null; }
    public abstract void close();

    public abstract static class Plane {
        public abstract int getRowStride();
        public abstract int getPixelStride();
        public abstract ByteBuffer getBuffer();
    }
}
