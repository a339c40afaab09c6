// Stub for the example check: stands for the Android SDK's android.os.Build version constants
// (Frame.java checks Build.VERSION.SDK_INT against Build.VERSION_CODES.P).
package android.os;

public class Build {
    public static class VERSION {
        public static final int SDK_INT = 0;
    }

    public static class VERSION_CODES {
        public static final int O = 26;
        public static final int P = 28;
    }
}
