import { render, screen } from '@testing-library/react-native'
import CameraScreen from '@example/index/CameraScreen'

test('getting started screen renders the camera', async () => {
  render(<CameraScreen />)
  expect(await screen.findByTestId('mock-camera')).toBeOnTheScreen()
})
