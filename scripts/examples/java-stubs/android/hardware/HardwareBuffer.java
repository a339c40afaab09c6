// Stub for the example check: stands for the Android SDK's android.hardware.HardwareBuffer
// (returned by Frame.getHardwareBuffer()).
package android.hardware;

public final class HardwareBuffer {
    public int getWidth() { return 0; }
    public int getHeight() { return 0; }
    public int getFormat() { return 0; }
    public void close() {}
}
