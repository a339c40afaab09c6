// Stub for the example check (scripts/examples/native/javac.ts): stands for the Android SDK's
// android.app.Application, which MainApplication examples extend. Only what the guides touch.
package android.app;

public class Application {
    public void onCreate() {}
}
