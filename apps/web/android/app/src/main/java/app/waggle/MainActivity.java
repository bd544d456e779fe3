package app.waggle;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
