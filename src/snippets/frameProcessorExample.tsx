import {StyleSheet} from 'react-native';
import {
  Camera,
  useCameraDevice,
  useFrameProcessor,
} from 'react-native-vision-camera';

export function FrameLogger() {
  const device = useCameraDevice('back');
  const frameProcessor = useFrameProcessor((frame) => {
    'worklet';
    // Called for every frame the camera sees.
    console.log(`${frame.width}x${frame.height} ${frame.pixelFormat}`);
  }, []);

  if (device == null) return null;
  return (
    <Camera
      style={StyleSheet.absoluteFill}
      device={device}
      isActive={true}
      frameProcessor={frameProcessor}
    />
  );
}
