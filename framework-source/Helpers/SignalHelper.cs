using Godot;

namespace DiceRolling.Helpers;

/// <summary>
/// Conecta e desconecta sinais Godot por nome de forma segura.
/// </summary>
/// <remarks>
/// Antes de agir, verifica se a origem não é nula, se o sinal existe nela e se a conexão já existe (evitando
/// conexões duplicadas ou desconexões inválidas, que gerariam erros no Godot). Útil em <c>_Ready</c> e
/// <c>_ExitTree</c> de componentes que se ligam a sinais de outros nós ou recursos.
/// </remarks>
/// <example>
/// <code>
/// SignalHelper.ConnectSignal(cell, GridCellType.SignalName.CellChanged, this, MethodName.OnCellChanged);
/// // ...
/// SignalHelper.DisconnectSignal(cell, GridCellType.SignalName.CellChanged, this, MethodName.OnCellChanged);
/// </code>
/// </example>
public static class SignalHelper
{
    /// <summary>Conecta o sinal <paramref name="signalName"/> de <paramref name="source"/> ao método <paramref name="methodName"/> de <paramref name="target"/>, se ainda não estiver conectado.</summary>
    /// <param name="source">Objeto que emite o sinal; se for <see langword="null"/>, nada é feito.</param>
    /// <param name="signalName">Nome do sinal.</param>
    /// <param name="target">Objeto que recebe o sinal.</param>
    /// <param name="methodName">Nome do método de <paramref name="target"/> chamado quando o sinal é emitido.</param>
    public static void ConnectSignal(GodotObject? source, string signalName, GodotObject target, string methodName) => throw null;

    /// <summary>Desconecta o sinal <paramref name="signalName"/> de <paramref name="source"/> do método <paramref name="methodName"/> de <paramref name="target"/>, se estiver conectado.</summary>
    /// <param name="source">Objeto que emite o sinal; se for <see langword="null"/>, nada é feito.</param>
    /// <param name="signalName">Nome do sinal.</param>
    /// <param name="target">Objeto conectado.</param>
    /// <param name="methodName">Nome do método conectado.</param>
    public static void DisconnectSignal(GodotObject? source, string signalName, GodotObject target, string methodName) => throw null;
}
