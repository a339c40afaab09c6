// Stub for the example check: stands for the Android SDK's android.os.Handler
// (VisionCamera's camera queues post work with it; VisionCameraScheduler.java).
package android.os;

public class Handler {
    public final boolean post(Runnable r) { return true; }
}
