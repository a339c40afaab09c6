// Stub for the example check: stands for the Android SDK's android.graphics.Matrix,
// as VisionCamera's Frame.java uses it (getValues).
package android.graphics;

public class Matrix {
    public void getValues(float[] values) {}
}
